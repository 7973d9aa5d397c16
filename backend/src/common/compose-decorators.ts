/**
 * One property decorator made of several, so a field's validation rules are written once and
 * shared by its create and update inputs. They apply in the order given; class-validator reports
 * the first one's message first, so put "X is required" first.
 */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => {
    for (const decorator of decorators) decorator(target, property);
  };
}
