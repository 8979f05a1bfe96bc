import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseIgnored`: a marker `@Reducer` reads on an enum case; it adds nothing itself.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  /// No peers.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseEphemeral`: a marker `@Reducer` reads on an enum case; it adds nothing itself.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  /// No peers.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
