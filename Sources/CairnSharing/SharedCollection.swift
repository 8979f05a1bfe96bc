public import IdentifiedCollections

extension RangeReplaceableCollection {
  /// One shared reference per element of a shared identified collection, in order:
  /// `ForEach(Array($standups)) { $standup in … }`.
  ///
  /// Each element refers to its element by id, so it follows the element when the collection
  /// is reordered.
  ///
  /// - Parameter shared: A shared identified collection.
  public init<Value: _MutableIdentifiedCollection>(
    _ shared: Shared<Value>
  ) where Element == Shared<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let value = shared.wrappedValue
    reserveCapacity(value.count)
    for id in value.ids {
      if let element = Shared(shared[id: id]) { append(element) }
    }
  }

  /// One read-only shared reference per element of a read-only shared identified collection.
  ///
  /// - Parameter shared: A read-only shared identified collection.
  public init<Value: _IdentifiedCollection>(
    _ shared: SharedReader<Value>
  ) where Element == SharedReader<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let value = shared.wrappedValue
    reserveCapacity(value.count)
    for id in value.ids {
      if let element = SharedReader(shared[id: id]) { append(element) }
    }
  }
}
