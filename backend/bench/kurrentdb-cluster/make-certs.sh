#!/bin/bash
# make-certs.sh DIR [NODE_ADDRESS...]: a certificate authority and one certificate per KurrentDB node,
# made with openssl, for a cluster with TLS (see docs/kurrentdb-cluster.md). Defaults: the three
# loopback nodes 127.0.0.1, 127.0.0.2 and 127.0.0.3.
#
# DIR/ca/ca.crt           the CA the nodes trust (--trusted-root-certificates-path DIR/ca) and the
#                         app verifies them with (tlsCAFile=DIR/ca/ca.crt in EVENTSTORE_URL)
# DIR/ca/ca.key           the CA's key: keep it off the nodes; only this script needs it
# DIR/node-N/node.crt|key each node's certificate and key (N: the address's last number)
#
# What KurrentDB checks in a node certificate (EventStore.Common/Utils/CertificateExtensions.cs in
# v24.10): key usage digitalSignature and keyEncipherment; extended key usage serverAuth (clients and
# nodes connecting to it) and clientAuth (it connects to the other nodes); every node's CN the same,
# since a node accepts another only if its CN matches its own (--certificate-reserved-node-common-name
# defaults to it); and the address clients and nodes dial in the subject alternative names.
set -euo pipefail
DIR=${1:?usage: make-certs.sh DIR [NODE_ADDRESS...]}
shift
NODES=("$@")
[ ${#NODES[@]} -gt 0 ] || NODES=(127.0.0.1 127.0.0.2 127.0.0.3)
CN=${KURRENTDB_NODE_CN:-kurrentdb-node}
DAYS=${DAYS:-825}

mkdir -p "$DIR/ca"
if [ ! -f "$DIR/ca/ca.key" ]; then
  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:3072 -out "$DIR/ca/ca.key" 2>/dev/null
  openssl req -x509 -new -key "$DIR/ca/ca.key" -sha256 -days "$DAYS" -subj "/CN=Sadhana KurrentDB CA" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -out "$DIR/ca/ca.crt"
fi
chmod 600 "$DIR/ca/ca.key"

for address in "${NODES[@]}"; do
  out="$DIR/node-${address##*.}"
  mkdir -p "$out"
  # PKCS#8 PEM, unencrypted: what --certificate-private-key-file reads without a password.
  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out "$out/node.key" 2>/dev/null
  chmod 600 "$out/node.key"
  openssl req -new -key "$out/node.key" -subj "/CN=$CN" -out "$out/node.csr"
  openssl x509 -req -in "$out/node.csr" -CA "$DIR/ca/ca.crt" -CAkey "$DIR/ca/ca.key" -CAcreateserial \
    -days "$DAYS" -sha256 -out "$out/node.crt" -extfile <(printf '%s\n' \
      "basicConstraints=critical,CA:FALSE" \
      "keyUsage=critical,digitalSignature,keyEncipherment" \
      "extendedKeyUsage=serverAuth,clientAuth" \
      "subjectAltName=IP:$address,DNS:localhost") 2>/dev/null
  rm "$out/node.csr"
  openssl verify -CAfile "$DIR/ca/ca.crt" "$out/node.crt" >/dev/null
  echo "node $address: $out/node.crt (CN=$CN, SAN IP:$address)"
done
echo "CA: $DIR/ca/ca.crt"
