import { AuditTrail } from './audit-page';

/** Audit (/audit, owners): the server's own trail, who did what and when, filtered by person. */
export default function ServerAuditPage() {
  return <AuditTrail scope="server" />;
}
