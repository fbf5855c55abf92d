import { checkPreparedQueries } from '../db/prepared.js';

checkPreparedQueries();
