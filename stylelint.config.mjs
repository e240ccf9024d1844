/**
 * Stylesheets use logical properties (`padding-inline-start`, `margin-inline-end`,
 * `inset-inline`, `text-align: start`), so right to left needs no second stylesheet
 * (conventions 10). Run by `npm run lint`, and so by `npm test`.
 */
export default {
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': ['always'],
  },
};
