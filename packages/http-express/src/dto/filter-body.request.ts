import { IsBoolean, IsOptional, IsString } from 'class-validator';

/** A filter POST or PUT body with its JSON types (product decisions, Filters). */
export class FilterBodyRequest {
  @IsOptional() @IsString({ message: 'must be a string' }) key?: string;
  @IsOptional() @IsString({ message: 'must be a string' }) name?: string;
  @IsOptional() @IsBoolean({ message: 'must be true or false' }) is_required?: boolean;
  @IsOptional() @IsString({ message: 'must be a string or null' }) default_value?: string | null;
}
