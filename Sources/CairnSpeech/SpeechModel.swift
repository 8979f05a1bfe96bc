import Foundation

/// The files an offline recogniser needs: an acoustic model, a language model and a
/// pronunciation dictionary, as CMU PocketSphinx reads them.
public struct SpeechModel: Equatable, Sendable {
  /// The directory of the acoustic model.
  public var acousticModel: String
  /// The language model file (ARPA or binary).
  public var languageModel: String
  /// The pronunciation dictionary file.
  public var dictionary: String

  /// A model made of these three files.
  public init(acousticModel: String, languageModel: String, dictionary: String) {
    self.acousticModel = acousticModel
    self.languageModel = languageModel
    self.dictionary = dictionary
  }

  /// US English as Debian's `pocketsphinx-en-us` package installs it.
  public static let usEnglish = SpeechModel(directory: "/usr/share/pocketsphinx/model/en-us")

  /// The model laid out as `pocketsphinx-en-us` lays it out under `directory`: the acoustic
  /// model in `en-us`, `en-us.lm.bin` and `cmudict-en-us.dict`.
  public init(directory: String) {
    self.init(
      acousticModel: directory + "/en-us",
      languageModel: directory + "/en-us.lm.bin",
      dictionary: directory + "/cmudict-en-us.dict")
  }

  /// The first of the model's files that is missing, or `nil` when all are there.
  public var missingFile: String? {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if !files.fileExists(atPath: acousticModel, isDirectory: &isDirectory) || !isDirectory.boolValue
    {
      return acousticModel
    }
    return [languageModel, dictionary].first { !files.isReadableFile(atPath: $0) }
  }
}
