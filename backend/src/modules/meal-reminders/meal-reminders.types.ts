import { IsBoolean } from "class-validator";
import { Field, InputType, ObjectType } from "type-graphql";

@ObjectType({ description: "Which meal-time pushes a customer receives (8:00, 12:30 and 19:30 India time); all off until chosen" })
export class MealReminders {
  @Field(() => Boolean)
  breakfast!: boolean;

  @Field(() => Boolean)
  lunch!: boolean;

  @Field(() => Boolean)
  dinner!: boolean;
}

@InputType({ description: "The meal-time pushes wanted: each true or false" })
export class MealRemindersInput {
  @Field(() => Boolean)
  @IsBoolean({ message: "breakfast must be true or false" })
  breakfast!: boolean;

  @Field(() => Boolean)
  @IsBoolean({ message: "lunch must be true or false" })
  lunch!: boolean;

  @Field(() => Boolean)
  @IsBoolean({ message: "dinner must be true or false" })
  dinner!: boolean;
}
