/**
 * PostgreSQL advisory lock keys of the work that one API replica does at a time (decision 036).
 * One place, so that no two kinds of work ever take the same number.
 */
export const ADVISORY_LOCKS = {
  /** Migrating and seeding as an API starts: replicas starting together wait in turn. */
  startup: 0x6f6a_0001,
  /** The reservation sweep: one replica gives expired holds back, the others skip that round. */
  reservationSweep: 0x6f6a_0002,
} as const;
