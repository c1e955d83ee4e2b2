export { RedisSessions } from './redis-sessions';
export { RedisSignInFailures } from './redis-sign-in-failures';
