// A static "hello" without Foundation (Scripts/bench builds it with `swiftc -O -static-stdlib`):
// what the Swift runtime's start-up costs on its own, beside Benchmarks/hello_foundation.swift.
print("hello")
