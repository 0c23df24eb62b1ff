from setuptools import find_packages, setup

setup(
    name="tb-attn",
    version="0.1.0",
    description="The Attention tab for TensorBoard: where attention time and memory go in PyTorch profiler traces",
    long_description=open("README.md", encoding="utf-8").read(),
    long_description_content_type="text/markdown",
    license="MIT",
    python_requires=">=3.9",
    packages=find_packages(include=["tb_attn_plugin", "tb_attn_plugin.*"]),
    include_package_data=True,
    package_data={"tb_attn_plugin": ["static/*", "static/**/*"]},
    install_requires=["msgspec>=0.18", "numpy>=1.22", "tensorboard>=2.14", "isal>=1.6"],
    extras_require={
        # Reading traces needs no torch; recording the demo does.
        "demo": ["torch>=2.4"],
        "test": ["pytest>=7", "hypothesis>=6", "playwright>=1.40", "torch-tb-profiler==0.4.3"],
        # the tools bench/run.py compares against
        "bench": ["torch-tb-profiler==0.4.3", "HolisticTraceAnalysis"],
    },
    entry_points={
        "console_scripts": ["tb-attn = tb_attn_plugin.cli:main"],
        "tensorboard_plugins": ["attention = tb_attn_plugin.plugin:AttentionLoader"],
    },
    classifiers=[
        "Programming Language :: Python :: 3",
        "Environment :: Web Environment",
        "Topic :: Scientific/Engineering :: Artificial Intelligence",
    ],
)
