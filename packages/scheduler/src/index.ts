export { FiringScheduler, type SettlementPass } from './firing-scheduler';
export {
  PassScheduler,
  type PassMessages,
  type PassPace,
  type ScheduledPass,
  type SchedulerLog,
} from './pass-scheduler';
