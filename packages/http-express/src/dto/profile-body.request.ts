import type { ProfileInput } from '@employee/domain';
import { IsArray, IsOptional, IsString } from 'class-validator';

/** A profile POST or PUT body with its JSON types (docs/access.md#profiles). */
export class ProfileBodyRequest {
  @IsOptional() @IsString({ message: 'must be a string' }) name?: string;
  @IsOptional() @IsArray({ message: 'must be a list of scopes' }) scopes?: unknown[];
}

/** The domain's profile input of a checked body, absent properties absent. */
export function profileInputOf(body: ProfileBodyRequest): ProfileInput {
  return { name: body.name, scopes: body.scopes };
}
