import { aiChatHandlers } from './ext/aiChat';
import { homePageImageHandlers } from './ext/homePageImages';
import { mobileHandlers } from './ext/mobile';
import { smsConfigHandlers } from './ext/smsConfig';

/** The contract's extensions (tag `ext`): what the specification asks for and a stock HOJ backend lacks. */
export const extHandlers = [
  ...aiChatHandlers,
  ...homePageImageHandlers,
  ...smsConfigHandlers,
  ...mobileHandlers,
];
