'use strict';
/**
 * jest transform for React's development element factories (createElement, jsx, jsxs): each element made during
 * a render captures an Error for its owner stack (and a console task), which only React's dev warnings read to
 * say which component created what. In a test run that is a stack capture for every element of every render:
 * about 5 % of a back-office suite's CPU. The transform turns the capture off (the element gets React's
 * "unknown owner" stack instead); elements, keys, props and every warning stay as they were, only the owner
 * frames in a warning's stack are gone. If a React release changes the expression, the transform throws.
 */
const { createHash } = require('node:crypto');

const CAPTURE = /\b1e4 > ReactSharedInternals\.recentlyCreatedOwnerStacks\+\+/g;
const VERSION = 'reactNoOwnerStacks-1';

module.exports = {
  process(source, filename) {
    if (!source.includes('1e4 > ReactSharedInternals.recentlyCreatedOwnerStacks++'))
      throw new Error(
        `reactNoOwnerStacks: ${filename} has no owner-stack capture as React 19.0–19.3 wrote it; update the transform`,
      );
    return {
      code: source.replace(CAPTURE, '(ReactSharedInternals.recentlyCreatedOwnerStacks++, false)'),
    };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(VERSION).update(filename).update(source).digest('hex');
  },
};
