export {
  FiringScheduler,
  PassScheduler,
  type PassMessages,
  type ScheduledPass,
  type SchedulerLog,
  type SettlementPass,
} from './firing-scheduler';
