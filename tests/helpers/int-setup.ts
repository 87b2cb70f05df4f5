import { prepareTestEnvironment } from './test-payload'

await prepareTestEnvironment()
