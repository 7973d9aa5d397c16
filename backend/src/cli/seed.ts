import { ADMIN_HINT, ensureDemoAccounts } from "../db/demo-accounts";
import { seedDemoData } from "../db/seed/seed-demo-data";
import { seedDemoHistory } from "../db/seed/demo-history";
import { UserService } from "../modules/users/user.service";
import { withDatabase } from "./with-database";
import { AuditTrail } from "../modules/audit/audit-trail";

/**
 * npm run db:seed: loads the demo town into an empty database and, outside production, creates
 * the demo accounts (their passwords are published in the README).
 */
withDatabase(async (dataSource, config) => {
  const counts = await seedDemoData(dataSource, { uploadDir: config.uploadDir });
  const withAccounts = config.env !== "production";
  if (withAccounts) await ensureDemoAccounts(new UserService({ dataSource, audit: new AuditTrail() }), dataSource);
  // Two weeks of orders with the fresh demo town, outside production (README "Quick start").
  const history = counts.restaurants > 0 && withAccounts ? await seedDemoHistory(dataSource) : {};
  process.stdout.write(
    counts.restaurants > 0
      ? `Loaded ${counts.restaurants} restaurants, ${counts.menuItems} menu items and ${counts.banners} banners` +
          (history.orders ? `, and ${history.orders} orders of two weeks.\n` : ".\n")
      : "The database already has restaurants; demo data left as it is.\n",
  );
  process.stdout.write(withAccounts ? "Demo accounts checked.\n" : `NODE_ENV=production: no demo accounts. ${ADMIN_HINT}\n`);
});
