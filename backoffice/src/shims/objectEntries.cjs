'use strict';
// node-polyglot (bundled by react-admin's default i18n provider) requires the `object.entries` polyfill, which
// drags a chain of ES-spec helper packages into the entry chunk. Every browser the back office supports has
// Object.entries, which is what the polyfill hands out there anyway.
module.exports = function entries(value) {
  return Object.entries(value);
};
