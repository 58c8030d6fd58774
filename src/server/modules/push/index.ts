// The push module's public face for other modules.
export { notifyCustomer, type PushMessage } from './push.service';
