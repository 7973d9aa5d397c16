import { InitialSchema1763780000000 } from "./1763780000000-initial-schema";

/** Every migration, oldest first. */
export const migrations = [InitialSchema1763780000000];
