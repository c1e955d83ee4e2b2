export { FiringScheduler, type SchedulerLog, type SettlementPass } from './firing-scheduler';
