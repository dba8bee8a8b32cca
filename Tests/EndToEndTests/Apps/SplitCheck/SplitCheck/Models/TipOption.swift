//
//  TipOption.swift
//  SplitCheck
//

import Foundation

/// The tip percentages offered in the segmented picker.
enum TipOption: Int, CaseIterable, Identifiable {
    case none = 0
    case ten = 10
    case fifteen = 15
    case twenty = 20
    case generous = 25

    var id: Int { rawValue }

    /// What the segment shows, e.g. "15%".
    var label: String {
        switch self {
        case .none:
            return "None"
        default:
            return "\(rawValue)%"
        }
    }

    var multiplier: Double {
        Double(rawValue) / 100
    }

    /// A short comment for the summary section.
    var comment: String {
        switch rawValue {
        case 0:
            return "No tip this time"
        case let percent where percent < 15:
            return "A little something"
        case 15...20:
            return "The usual"
        default:
            return "Very kind!"
        }
    }

    static var recommended: TipOption { .fifteen }
}
