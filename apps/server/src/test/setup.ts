import { checkPreparedQueries } from '../db/prepared.js';
import { checkSerializers } from '../lib/serializer.js';

checkPreparedQueries();
checkSerializers();
