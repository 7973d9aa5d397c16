import { ensureDemoAccounts } from "../db/demo-accounts";
import { seedDemoData } from "../db/seed/seed-demo-data";
import { UserService } from "../modules/users/user.service";
import { withDatabase } from "./with-database";

/** npm run db:seed: loads the demo town into an empty database and creates the demo accounts. */
withDatabase(async (dataSource, config) => {
  const counts = await seedDemoData(dataSource, { uploadDir: config.uploadDir });
  await ensureDemoAccounts(new UserService(dataSource));
  process.stdout.write(
    counts.restaurants > 0
      ? `Loaded ${counts.restaurants} restaurants, ${counts.menuItems} menu items and ${counts.banners} banners.\n`
      : "The database already has restaurants; demo data left as it is. Demo accounts checked.\n",
  );
});
