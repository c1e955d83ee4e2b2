import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ActiveEmployeeCounts1763900000000 } from './1763900000000-active-employee-counts';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [InitialSchema1763800000000, ActiveEmployeeCounts1763900000000];
