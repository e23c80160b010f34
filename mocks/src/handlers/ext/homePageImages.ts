import { db } from '../../db';
import { operation } from '../../http/operation';

export const homePageImageHandlers = [
  operation('getHomePageImages', 'anon', () => ({ data: db.homePageImages.map((slide) => ({ ...slide })) })),
];
