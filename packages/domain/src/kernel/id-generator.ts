/**
 * Port: fresh identifiers. Every id it returns is a new, lower-case RFC 4122 UUID string never returned
 * before (docs/contract.md#employee-fields `id`: "a new id is assigned when the same data is created again after a
 * delete").
 */
export interface IdGenerator {
  /** A new UUID, for example `9b2f6c1e-4a8d-4f7e-9a51-0c2d7e3b1a44`. */
  next(): string;
}
