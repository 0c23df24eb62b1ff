import {defineConfig} from 'vite';

// One ES module (ECharts included) that TensorBoard's iframe imports and calls render() on.
// TensorBoard's content security policy allows scripts from the plugin's own routes only,
// so everything is bundled and nothing is fetched from elsewhere.
export default defineConfig({
  // library mode leaves process.env.NODE_ENV in dependencies; a browser has no process
  define: {'process.env.NODE_ENV': JSON.stringify('production')},
  build: {
    outDir: '../tb_attn_plugin/static',
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
    },
    rollupOptions: {
      output: {codeSplitting: false},
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.ts'],
  },
});
