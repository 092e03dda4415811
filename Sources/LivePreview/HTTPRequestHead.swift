import Foundation

/// A request's line and headers, as the server read them (its body, if any, is never read).
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    /// The request target as sent: `/scene.svg?state=open`.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Each header's name, lowercased, and value, trimmed, in the order sent.
    var headers: [Header]

    struct Header: Sendable, Equatable {
        var name: String
        var value: String
    }

    /// A header's value; repeated headers joined with commas (two Host headers then name no host
    /// of this server).
    func header(_ name: String) -> String? {
        let name = name.lowercased()
        let values = headers.filter { $0.name == name }.map(\.value)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    var keepsAlive: Bool {
        let tokens = (header("Connection") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    /// Whether a body follows the head: the server reads none, so the connection is closed after
    /// the answer rather than reading the body as the next request.
    var declaresBody: Bool {
        header("Transfer-Encoding") != nil || (header("Content-Length").map { $0 != "0" } ?? false)
    }

    /// The path without dot segments, percent-decoded: `/scene.svg`; empty when the target is no
    /// URL.
    var path: String {
        guard let components = URLComponents(string: target) else { return "" }
        return URL(string: components.percentEncodedPath)?.standardized.path ?? ""
    }

    /// The path's segments, lowercased (routes match without regard to case).
    var segments: [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map { $0.lowercased() }
    }

    /// The query's parameters, percent-decoded, in order; a name without `=` has an empty value.
    var query: [(name: String, value: String)] {
        (URLComponents(string: target)?.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    }
}
