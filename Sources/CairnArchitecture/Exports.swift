// Dispatch's time constants (NSEC_PER_SEC and kin) come from Cairn core: Foundation brings
// them on Apple's platforms (see Cairn's TimeConstants.swift).
//
// One import gives a feature everything a Composable Architecture user expects to have,
// Foundation and Observation included (`Date`, `UUID`, `URL`, `@Observable`): Composable
// Architecture re-exports them too.
@_exported import CairnSharing
@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation

@_exported import struct Cairn.AlertState
@_exported import struct Cairn.ButtonState
@_exported import enum Cairn.ButtonStateRole
@_exported import struct Cairn.ConfirmationDialogState
@_exported import let Cairn.NSEC_PER_MSEC
@_exported import let Cairn.NSEC_PER_SEC
@_exported import let Cairn.NSEC_PER_USEC
@_exported import class Cairn.ObserveToken
@_exported import struct Cairn.TextState
@_exported import struct Cairn.UIBindable
@_exported import struct Cairn.UIBinding
@_exported import let Cairn.USEC_PER_SEC
@_exported import func Cairn.observe
@_exported import func Cairn.settleObservations
