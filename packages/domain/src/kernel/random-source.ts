/**
 * Port: a random fraction in `[0, 1)`: the jitter of the webhooks' and messages' retry schedules
 * (docs/webhooks.md#retry-schedule), the order of the comments (docs/reports.md#comments). The domain never makes
 * randomness itself (docs/house-rules.md#time-and-ids); tests give a fixed one.
 */
export interface RandomSource {
  fraction(): number;
}
