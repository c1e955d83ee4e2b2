import type { FilterInput } from '@employee/domain';
import { IsBoolean, IsOptional, IsString } from 'class-validator';

/** A filter POST or PUT body with its JSON types (docs/contract.md#filters). */
export class FilterBodyRequest {
  @IsOptional() @IsString({ message: 'must be a string' }) key?: string;
  @IsOptional() @IsString({ message: 'must be a string' }) name?: string;
  @IsOptional() @IsBoolean({ message: 'must be true or false' }) is_required?: boolean;
  @IsOptional() @IsString({ message: 'must be a string or null' }) default_value?: string | null;
}

/** The domain's filter input of a checked body: each property under its camelCase name, absent ones absent. */
export function filterInputOf(body: FilterBodyRequest): FilterInput {
  return { key: body.key, name: body.name, isRequired: body.is_required, defaultValue: body.default_value };
}
