import { appModules } from "../app-modules";

/** Every module's entities (the schema test checks the migrations create each of them). */
export const entities = appModules.flatMap((module) => module.entities ?? []);
