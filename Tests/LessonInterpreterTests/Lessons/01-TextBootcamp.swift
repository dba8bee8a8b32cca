// swift-format-ignore-file
// (Kept as learners write it: long colour literals, their own indentation and trailing commas.)
//
//  TextBootcamp.swift
//  SwiftfulThinkingBootcamp
//

import SwiftUI

struct TextBootcamp: View {
    var body: some View {
        VStack(spacing: 20) {
            Text("Hello, World!")
                .font(.title)
                .fontWeight(.semibold)
                .bold()
                .underline(true, color: Color.red)
                .italic()
                .strikethrough(true, color: Color.green)

            Text("Custom font")
                .font(.system(size: 24, weight: .semibold, design: .serif))
                .baselineOffset(-10.0)
                .kerning(2)

            Text("Hello, World! This is the Swiftful Thinking Bootcamp. I am really enjoying this course and learning alot.".capitalized)
                .multilineTextAlignment(.leading)
                .foregroundColor(.red)
                .frame(width: 200, height: 100, alignment: .leading)
                .minimumScaleFactor(0.1)
        }
    }
}

struct TextBootcamp_Previews: PreviewProvider {
    static var previews: some View {
        TextBootcamp()
    }
}

// expect-warnings: 0
