import { IsInt, IsOptional, IsString } from 'class-validator';

/** A `POST /v1/users/me/tokens` body with its JSON types (docs/access.md#user-tokens). */
export class UserTokenBodyRequest {
  @IsOptional() @IsString({ message: 'must be a string' }) name?: string;
  @IsOptional() @IsInt({ message: 'must be an integer from 1 to 90' }) expires_in_days?: number;
}
