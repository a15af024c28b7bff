# The suites that talk to a real server over sockets with deadlines (a live test server, the
# link-import fixture site, the connection guard). Beside the rest of the suite, whose CPU-bound
# tests can hold both cores' worth of Swift's threads for seconds, their answers came late and
# they failed; alone they pass, on a busy machine too. The test scripts run them in a pass of
# their own, after the others.
socket_suites="AbuseLimitsTests|ConnectionGuardTests|HeadRequestTests|LinkImportPagesTests|RecipeFetcherTests|FetchAddressPolicyTests|PhotoUploadTests|PhotoAbuseTests|PhotoOwnershipTests|LinkImportPhotoTests|HeldCoverPhotoTests"
