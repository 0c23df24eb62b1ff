import re
from pathlib import Path

from setuptools import Extension, find_packages, setup

HERE = Path(__file__).resolve().parent
# One version, the package's (it is also in the analysis cache key).
VERSION = re.search(r'VERSION = "([^"]+)"', (HERE / "tb_attn_plugin" / "core" / "metadata.py").read_text()).group(1)

setup(
    name="tb-attn",
    version=VERSION,
    description="The Attention tab for TensorBoard: where attention time and memory go in PyTorch profiler traces",
    long_description=(HERE / "README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    license="MIT",
    python_requires=">=3.9",
    packages=find_packages(include=["tb_attn_plugin", "tb_attn_plugin.*"]),
    include_package_data=True,
    # The native scan of the streaming read (reader/scan.py): optional, as every path it takes
    # has its reference in Python; where no C compiler is found the package installs without it.
    ext_modules=[
        Extension(
            "tb_attn_plugin.reader._scan",
            ["tb_attn_plugin/reader/_scan.c"],
            extra_compile_args=["-O2", "-std=c99"],
            optional=True,
        ),
        # the model's nesting (model.py), optional in the same way: its NumPy reference answers alike
        Extension(
            "tb_attn_plugin._nest", ["tb_attn_plugin/_nest.c"], extra_compile_args=["-O2", "-std=c99"], optional=True
        ),
    ],
    package_data={
        "tb_attn_plugin": ["static/*", "static/**/*", "report_schema.json", "devices.json", "best_published.json"]
    },
    # google-re2: user patterns run on untrusted labels in linear time. Its newest release
    # (1.1.20251105) has no wheel for Python 3.9, where pip would compile it and stop on a
    # missing absl header; 1.1.20250805 has one (every other requirement resolves to wheels
    # for 3.9: pip download --python-version 3.9 --only-binary=:all:)
    install_requires=[
        "msgspec>=0.18",
        "numpy>=1.22",
        "tensorboard>=2.14",
        "isal>=1.6",
        "google-re2>=1.1; python_version >= '3.10'",
        "google-re2>=1.1,<=1.1.20250805; python_version < '3.10'",
    ],
    extras_require={
        # Reading traces needs no torch; recording the demo does.
        "demo": ["torch>=2.4"],
        # remote logdirs through fsspec, one extra per protocol (storage.py)
        "s3": ["fsspec>=2023.1", "s3fs>=2023.1"],
        "gcs": ["fsspec>=2023.1", "gcsfs>=2023.1"],
        "azure": ["fsspec>=2023.1", "adlfs>=2023.1"],
        "hdfs": ["fsspec>=2023.1", "pyarrow>=12"],
        # the Python API's Report.frames(): the report's tables as pandas DataFrames (docs/api.md)
        "frames": ["pandas>=1.5"],
        # tb-attn precompute --scheduler: one task per trace on a Dask cluster
        "dask": ["dask[distributed]>=2023.1"],
        # pinned: the derandomised fuzz draws different cases under another hypothesis, and a
        # new linter or type checker release may find new things; bump them on purpose
        "test": [
            "pytest==9.2.0",
            "hypothesis==6.170.17",
            "playwright==1.65.2",
            "torch-tb-profiler==0.4.3",
            "jsonschema==4.25.1",
            "ruff==0.17.6",
            "mypy==2.4.1",
            # a real S3-compatible server on 127.0.0.1, and the S3 filesystem the tab reads it with
            "moto[server]==5.2.5",
            "s3fs==2026.9.0",
            "distributed==2026.8.0",
            "pandas==3.1.1",
            # a Hugging Face model built from its config (no hub download), recorded with
            # with_stack=True: its attention's call sites (tests/test_call_sites.py)
            "transformers==5.25.0",
        ],
        # the tools bench/run.py compares against
        "bench": ["torch-tb-profiler==0.4.3", "HolisticTraceAnalysis"],
    },
    entry_points={
        "console_scripts": ["tb-attn = tb_attn_plugin.commands.entry:main"],
        "tensorboard_plugins": ["attention = tb_attn_plugin.plugin.tab:AttentionLoader"],
    },
    classifiers=[
        "Programming Language :: Python :: 3",
        "Environment :: Web Environment",
        "Topic :: Scientific/Engineering :: Artificial Intelligence",
    ],
)
