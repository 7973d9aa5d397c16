import { buildSchema } from "graphql";
import { apolloPlugins } from "../graphql/apollo";
import { armorProtection } from "../graphql/limits";
import { HONOURED_APOLLO_PLUGINS } from "./compiled-public-queries";

/**
 * The compiled public queries skip Apollo's request pipeline, plugins included. A plugin the
 * server gains must be honoured by that path too: say how in HONOURED_APOLLO_PLUGINS (or make the
 * path hand such requests to Apollo), which this compares with the plugins the server builds.
 */
describe("the Apollo plugins and the compiled public queries", () => {
  // The plugins are only built here, never run: any schema will do.
  const plugins = apolloPlugins(buildSchema("type Query { ping: Int }"), { armor: armorProtection(), trustedDocuments: new Map() });
  const names = plugins.map((plugin) => plugin.name);

  it("names every plugin the server installs once", () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it("honours every plugin the server installs, and lists none it does not", () => {
    const listed = Object.keys(HONOURED_APOLLO_PLUGINS);
    expect({
      installedButNotHonoured: names.filter((name) => !listed.includes(name)),
      honouredButNotInstalled: listed.filter((name) => !names.includes(name)),
    }).toEqual({ installedButNotHonoured: [], honouredButNotInstalled: [] });
  });
});
