import type { UserInput } from '@employee/domain';
import { IsObject, IsOptional, IsString } from 'class-validator';

const STRING = { message: 'must be a string' };

/**
 * A user PUT body with its JSON types (docs/access.md#users, #campaignaccess). `campaign_access` may be `null`
 * (the default access); its inside is checked by the domain.
 */
export class UserBodyRequest {
  @IsOptional() @IsString(STRING) name?: string;
  @IsOptional() @IsString(STRING) email?: string;
  @IsOptional()
  @IsObject({ message: 'must be an object with campaigns and segment' })
  campaign_access?: Record<string, unknown> | null;
}

/** A user POST body: the user properties and `profile_id`, the first permission's profile. */
export class CreateUserRequest extends UserBodyRequest {
  @IsOptional() @IsString(STRING) profile_id?: string;
}

/** The domain's user input of a checked body, absent properties absent. */
export function userInputOf(body: UserBodyRequest): UserInput {
  return { name: body.name, email: body.email, campaignAccess: body.campaign_access };
}
