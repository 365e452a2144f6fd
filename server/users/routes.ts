/**
 * The user service's routes (product §7 /users/*, and the public GET /leaderboards/users). Every
 * write verifies the Firebase ID token in x-authorization (401), the verified email (403, product §6:
 * only verified users are authenticated), the owner where it matters (403), input limits (400)
 * and a rate limit (429). Public reads take an optional token for likedByMe. Refusals answer
 * {error, reason, message} (src/domain/entities/user UserErrorBody).
 */
import { Hono } from 'hono';
import { accountRoutes } from './account-routes';
import { communityRoutes } from './community-routes';
import { TokenRefused } from './firebase';
import { createGuards, type UsersDeps, type Vars } from './guards';
import { referralRoutes } from './referral-routes';
import { Refusal } from './refusal';

export type { UsersDeps } from './guards';

/** Builds the routes; mount with `app.route('/', usersRoutes(deps))`. */
export function usersRoutes(deps: UsersDeps): Hono<Vars> {
  const app = new Hono<Vars>();
  app.onError((error, c) => {
    if (error instanceof Refusal) return c.json(error.body(), error.status);
    if (error instanceof TokenRefused) {
      return c.json(new Refusal(401, error.reason, error.message).body(), 401);
    }
    console.error('users: unexpected error:', error instanceof Error ? error.message : error);
    return c.json(new Refusal(500, 'internal', 'Internal server error').body(), 500);
  });

  const guards = createGuards(deps);
  accountRoutes(app, deps, guards);
  communityRoutes(app, deps, guards);
  referralRoutes(app, deps, guards);
  return app;
}
