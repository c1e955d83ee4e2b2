import { IsOptional, IsString } from 'class-validator';

const ID = { message: 'must be a string (an id)' };

/** A permission PUT body with its JSON types: only the profile of a permission changes (docs/access.md#permissions). */
export class UpdatePermissionRequest {
  @IsOptional() @IsString(ID) profile_id?: string;
}

/** A permission POST body with its JSON types (docs/access.md#permissions). */
export class CreatePermissionRequest extends UpdatePermissionRequest {
  @IsOptional() @IsString(ID) user_id?: string;
  @IsOptional() @IsString(ID) company_id?: string;
}
