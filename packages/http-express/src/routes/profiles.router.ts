import type { CreateProfile, DeleteProfile, GetProfile, ListProfiles, Profile, UpdateProfile } from '@employee/domain';
import { toProfileView } from '@employee/wire';
import type { Router } from 'express';
import { ProfileBodyRequest, profileInputOf } from '../dto/profile-body.request';
import { resourceRouter } from './resource.router';

/** The use cases behind `/v1/profiles`. */
export interface ProfileUseCases {
  readonly listProfiles: ListProfiles;
  readonly createProfile: CreateProfile;
  readonly getProfile: GetProfile;
  readonly updateProfile: UpdateProfile;
  readonly deleteProfile: DeleteProfile;
}

/**
 * `/v1/profiles`: list the target company's profiles (built-in and custom), create, get, update and delete a
 * custom one; reads need `users:read`, writes `users:write` (and a scope added to a profile must be one the caller
 * holds: the use cases check it). Versioned: `ETag`, `If-Match`, `If-None-Match`.
 * Source: docs/access.md#profiles, docs/change-history.md#versions-and-etags.
 */
export function profilesRouter(useCases: ProfileUseCases, timeZone: string, publicBaseUrl: string | null): Router {
  return resourceRouter<Profile, ProfileBodyRequest, ProfileBodyRequest>(
    {
      list: (companyId, { page, per_page }, after) =>
        useCases.listProfiles.execute({ companyId, page, perPage: per_page, after }),
      create: (companyId, body, rejected, principal) =>
        useCases.createProfile.execute({ ...profileInputOf(body), principal, companyId, rejected }),
      get: (companyId, id) => useCases.getProfile.execute({ companyId, id }),
      update: (companyId, id, body, rejected, principal, expectedVersion) =>
        useCases.updateProfile.execute({
          ...profileInputOf(body),
          principal,
          companyId,
          id,
          rejected,
          expectedVersion,
        }),
      remove: (companyId, id, expectedVersion) => useCases.deleteProfile.execute({ companyId, id, expectedVersion }),
      view: (profile) => toProfileView(profile, timeZone),
      createBody: ProfileBodyRequest,
      updateBody: ProfileBodyRequest,
      scopes: { read: 'users:read', write: 'users:write' },
      versionOf: (profile) => profile.version,
    },
    publicBaseUrl,
  );
}
