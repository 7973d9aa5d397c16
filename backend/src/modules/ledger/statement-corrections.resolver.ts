import { Field, FieldResolver, Float, ObjectType, Resolver, Root } from "type-graphql";
import { MAX_STATEMENT_CORRECTION_LINES, type StatementService } from "./statement.service";
import { RestaurantStatement } from "./statement.types";

@ObjectType({ description: "A correction booked on the restaurant in the statement's week (docs/money.md#corrections)" })
export class StatementCorrectionLine {
  @Field(() => Date, { description: "When it was booked" }) at!: Date;
  @Field(() => Float, { description: "In rupees: positive adds to the payable, negative takes from it" }) amount!: number;
  @Field(() => String, { description: "The reason the superadmin gave" }) reason!: string;
}

/**
 * A statement's corrections one by one, for its printed sheet. Whoever holds the statement was
 * let read it by the query that answered it (the restaurant's staff, admins), so the lines follow it.
 */
@Resolver(() => RestaurantStatement)
export class StatementCorrectionsResolver {
  constructor(private readonly statements: StatementService) {}

  @FieldResolver(() => [StatementCorrectionLine], {
    description: `The week's corrections, each with its reason, oldest first (at most ${MAX_STATEMENT_CORRECTION_LINES}); their sum is \`corrections\``,
  })
  correctionLines(@Root() statement: RestaurantStatement): Promise<StatementCorrectionLine[]> {
    return this.statements.correctionLines(statement);
  }
}
