@_exported import CasePaths
@_exported import Observation
