/**
 * Names of the throw-away PostgreSQL databases of one integration run. TEST_DB_SCOPE keeps runs
 * from different checkouts on one server from dropping each other's databases.
 */
export const TEST_DATABASE_PREFIX = `bprs_test_${process.env.TEST_DB_SCOPE ?? 'run'}_`
