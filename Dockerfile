# A slim image with quickactions, the libraries it links and the fonts it measures text with.
# Build it from a release made by `make release` (the tarball is the build context):
#   make release && docker build -t quickactions --build-arg VERSION=$(.build-release/release/quickactions --version) dist/ -f Dockerfile
#   docker run --rm -v "$PWD:/work" quickactions lint . --reporter sarif > quickactions.sarif
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends libharfbuzz0b libfreetype6 libfontconfig1 libfribidi0 librsvg2-2 \
      libcairo2 libsqlite3-0 libxml2 zlib1g fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji bootstrap-icons \
 && rm -rf /var/lib/apt/lists/*
ARG VERSION
ARG ARCH=x86_64
COPY quickactions-${VERSION}-linux-${ARCH}.tar.gz /tmp/quickactions.tar.gz
RUN tar -xzf /tmp/quickactions.tar.gz -C /opt && rm /tmp/quickactions.tar.gz \
 && ln -s /opt/quickactions-${VERSION}-linux-${ARCH}/bin/quickactions /usr/local/bin/quickactions \
 && cp -R /opt/quickactions-${VERSION}-linux-${ARCH}/share/man /usr/local/share/
WORKDIR /work
ENTRYPOINT ["quickactions"]
