// The Drizzle tables of every domain, in one object for drizzle()'s relational queries.
// Each domain keeps its tables in src/db/schema/<domain>.ts; the SQL lives in migrations/.
import * as foundation from './schema/foundation';
import * as marketplace from './schema/marketplace';
import * as discovery from './schema/discovery';
import * as platform from './schema/platform';
import * as files from './schema/files';
import * as admin from './schema/admin';
import * as payments from './schema/payments';
import * as support from './schema/support';
import * as notifications from './schema/notifications';
import * as account from './schema/account';
import * as messaging from './schema/messaging';
import * as trust from './schema/trust';

export const schema = {
  ...foundation,
  ...marketplace,
  ...discovery,
  ...platform,
  ...files,
  ...admin,
  ...payments,
  ...support,
  ...notifications,
  ...account,
  ...messaging,
  ...trust,
};
