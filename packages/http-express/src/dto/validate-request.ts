import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError as ClassValidatorError } from 'class-validator';
import { HttpError } from '../errors/http-error';

/**
 * Checks the shape and JSON types of a request body with its class-validator DTO, before the domain's rules
 * run, and returns the DTO holding only the properties it declares (read-only and unknown properties are
 * dropped, never applied: product decisions, Employee). The domain then checks formats and business rules.
 * @throws HttpError 422 with `meta.errors` `{field: [messages]}` naming every mistyped property.
 */
export async function validateRequest<T extends object>(dto: new () => T, body: unknown): Promise<T> {
  const instance = plainToInstance(dto, body as object, { enableImplicitConversion: false });
  const problems = await validate(instance, { whitelist: true, forbidUnknownValues: false });
  if (problems.length > 0) {
    throw new HttpError(422, 'The data sent is invalid', {}, { errors: errorsOf(problems) });
  }
  return instance;
}

function errorsOf(problems: ClassValidatorError[]): Record<string, string[]> {
  return Object.fromEntries(problems.map((p) => [p.property, Object.values(p.constraints ?? {})]));
}
