import "reflect-metadata";
import { parseArgs } from "node:util";
import { USER_ROLES, type UserRole } from "../common/user-role";
import { UserService } from "../modules/users/user.service";
import { withDatabase } from "./with-database";
import { AuditTrail } from "../modules/audit/audit-trail";

const usage = `Usage: npm run user:role -- --email EMAIL --role customer|admin|superadmin|rider [--password PASSWORD] [--name NAME] [--phone PHONE]
Creates the account with that role (a password is needed then), or gives an existing account the role.`;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    phone: { type: "string" },
  },
});

if (!values.email || !values.role || !USER_ROLES.includes(values.role as UserRole)) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 8) {
  process.stderr.write("The password must be at least 8 characters long.\n");
  process.exit(2);
}

withDatabase(async (dataSource) => {
  const { user, created } = await new UserService({ dataSource, audit: new AuditTrail() }).upsertAccount({
    email: values.email!,
    role: values.role as UserRole,
    password: values.password,
    userName: values.name,
    phone: values.phone,
  });
  process.stdout.write(`${created ? "Created" : "Updated"} ${user.email}: role ${user.role}.\n`);
});
