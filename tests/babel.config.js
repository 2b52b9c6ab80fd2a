// Babel for jest only: Gatsby's own preset (React automatic runtime with theme-ui's jsx) plus TypeScript.
module.exports = {
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: 'theme-ui' }],
    '@babel/preset-typescript',
  ],
};
